/** The French date-picker locale of spec §9.4 (jQuery UI's 'fr' regional, whose 'yy' is a four-digit year). */
export const FR = {
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
  /** Accessible names of the controls the legacy widget did not label. */
  chooseDate: 'Choisir une date',
  month: 'Mois',
  year: 'Année',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm/yy (yy = four digits, as jQuery UI). */
export const formatDate = (d: Date): string => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

/** Parses dd/mm/yyyy; null when the text is not a real date. */
export function parseDate(text: string): Date | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = new Date(y, mo, d);
  return date.getFullYear() === y && date.getMonth() === mo && date.getDate() === d ? date : null;
}

/** The ISO 8601 week number (jQuery UI's iso8601Week). */
export function isoWeek(date: Date): number {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  d.setDate(d.getDate() + 4 - (d.getDay() || 7));
  const jan1 = new Date(d.getFullYear(), 0, 1);
  return Math.floor(Math.round((d.getTime() - jan1.getTime()) / 86400000) / 7) + 1;
}

/** The years of yearRange 'c-10:c+10' around year c. */
export function yearRange(c: number): number[] {
  return Array.from({ length: 21 }, (_, i) => c - 10 + i);
}
