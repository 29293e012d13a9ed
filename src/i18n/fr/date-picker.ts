/** The French texts of the date picker (jQuery UI's 'fr' regional settings) (part of the French catalogue, src/i18n/fr/index.ts). */
import type { DatePickerText } from '../catalogue';

export const datePicker: DatePickerText = {
  closeText: 'Fermer',
  prevText: 'Précédent',
  nextText: 'Suivant',
  currentText: "Aujourd'hui",
  weekHeader: 'Sem.',
  monthNames: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  dayNames: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  dayNamesMin: ['D', 'L', 'M', 'M', 'J', 'V', 'S'],
  dateFormat: 'dd/mm/yy',
  firstDay: 1,
  yearRange: 'c-10:c+10',
  placeholder: 'jj/mm/aaaa',
  chooseDate: 'Choisir une date',
  chooseDateFor: (field) => `Choisir une date : ${field}`,
  dayLabel: (day, month, year, weekday) => `${day} ${month} ${year}, ${weekday}`,
  month: 'Mois',
  year: 'Année',
};
