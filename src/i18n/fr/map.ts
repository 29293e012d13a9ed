/** The French texts of the office-map widget (part of the French catalogue, src/i18n/fr/index.ts). */
import type { MapText } from '../catalogue';

export const map: MapText = {
  disabled: (service) => `${service} est désactivé.`,
  explanation:
    "En autorisant ces API tierces, vous acceptez le dépôt et la lecture de cookies et l'utilisation de technologies de suivi nécessaires à leur bon fonctionnement.",
  allow: (service) => `Autoriser ${service}`,
  map: 'Carte de nos bureaux',
  searchLabel: 'Rechercher un lieu sur la carte',
  searchPlaceholder: 'Rechercher un lieu',
  suggestions: 'Suggestions',
  // The product's screen-reader announcements are these English sentences.
  results: (count) =>
    count === 0 ? 'No search results.' : `${count} ${count === 1 ? 'result is' : 'results are'} available, use up and down arrow keys to navigate.`,
  searchUnavailable: 'La recherche de lieux est indisponible.',
  searchRetry: 'La recherche de lieux ne répond pas. Réessayez.',
  offices: 'Liste de nos bureaux',
  officesNote: 'La carte ne peut pas être affichée pour le moment. Nos bureaux :',
  officesLoading: 'La carte ne peut pas être affichée pour le moment. Chargement de la liste de nos bureaux…',
  slow: 'Le chargement de la carte prend plus de temps que prévu…',
  officesSlow: 'Le chargement de la liste de nos bureaux prend plus de temps que prévu…',
  markersFailed: "Nos bureaux n'ont pas pu être placés sur la carte.",
  retry: 'Réessayer',
  officesFailed: "La carte ne peut pas être affichée pour le moment. La liste de nos bureaux n'a pas pu être chargée.",
  phone: 'Tél. : ',
};
