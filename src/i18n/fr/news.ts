/** The French texts of the news widget (part of the French catalogue, src/i18n/fr/index.ts). */
import type { NewsText } from '../catalogue';

export const news: NewsText = {
  months: ['Janvier', 'Février', 'Mars', 'Avril', 'Mai', 'Juin', 'Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre', 'Décembre'],
  // Mini dates show the first three letters of the month.
  monthsShort: ['Jan', 'Fév', 'Mar', 'Avr', 'Mai', 'Jui', 'Jui', 'Aoû', 'Sep', 'Oct', 'Nov', 'Déc'],
  dateFull: (day, month, year) => `Publié le ${day} ${month} ${year}`,
  dateMini: (day, month) => `${day} ${month}`,
  loading: 'Chargement des actualités…',
  empty: 'Aucune actualité pour le moment.',
  notFound: 'Article introuvable.',
  loadError: "Erreur lors de la récupération de l'article. Merci de réessayer dans quelques instants.",
  reference: (id) => `Réf : ${id}`,
  related: 'À lire également',
  all: 'Tous',
  filters: 'Filtrer par thème',
  pagination: 'Pagination des actualités',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  carousel: 'Actualités',
  carouselRole: 'carrousel',
  slideRole: 'diapositive',
  previous: 'Précédent',
  next: 'Suivant',
  play: 'Lecture',
  pause: 'Pause',
  goToSlide: (i, n) => `Article ${i} sur ${n}`,
  slide: (i, n) => `${i} sur ${n}`,
  shareTitle: 'Partager cet article',
  shareLabels: { facebook: 'Partager', twitter: 'Twitter', linkedin: 'Publier', copy: 'Copier', email: 'Envoyer', print: 'Imprimer' },
  shareHints: {
    facebook: 'Facebook (nouvelle fenêtre)', twitter: 'X (nouvelle fenêtre)', linkedin: 'LinkedIn (nouvelle fenêtre)',
    print: "impression de l'article", email: 'par e-mail', copy: "lien de l'article",
  },
  copied: 'Lien copié.',
  copyThis: (url) => `Copiez ce lien : ${url}`,
};
