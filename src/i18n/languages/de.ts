/**
 * The German texts (see ../catalogue.ts): loaded, as a chunk of its own, only on pages whose language is German.
 * Month abbreviations and date formats follow German usage ('5. Feb.', 'Veröffentlicht am 5. Februar 2026',
 * 25.11.2026); the date picker follows jQuery UI's 'de' regional settings.
 */
import type { Catalogue } from '../catalogue';

const de: Catalogue = {
  lang: 'de',
  news: {
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    monthsShort: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    dateFull: (day, month, year) => `Veröffentlicht am ${day}. ${month} ${year}`,
    dateMini: (day, month) => `${day}. ${month}`,
    loading: 'Nachrichten werden geladen …',
    slow: 'Das Laden dauert länger als erwartet …',
    listFailed: 'Die Nachrichten konnten nicht geladen werden.',
    pageFailed: 'Diese Seite der Nachrichten konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'Zurzeit liegen keine Nachrichten vor.',
    notFound: 'Artikel nicht gefunden.',
    loadError: 'Fehler beim Abrufen des Artikels. Bitte versuchen Sie es in wenigen Augenblicken erneut.',
    reference: (id) => `Ref.: ${id}`,
    related: 'Lesen Sie auch',
    all: 'Alle',
    filters: 'Nach Thema filtern',
    pagination: 'Seiten der Nachrichtenliste',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    carousel: 'Aktuelles',
    carouselRole: 'Karussell',
    slideRole: 'Folie',
    previous: 'Zurück',
    next: 'Weiter',
    play: 'Abspielen',
    pause: 'Anhalten',
    goToSlide: (i, n) => `Artikel ${i} von ${n}`,
    slide: (i, n) => `${i} von ${n}`,
    shareTitle: 'Artikel teilen',
    shareLabels: { facebook: 'Teilen', twitter: 'Twitter', linkedin: 'Posten', copy: 'Kopieren', email: 'Senden', print: 'Drucken' },
    shareHints: {
      facebook: 'Facebook (neues Fenster)', twitter: 'X (neues Fenster)', linkedin: 'LinkedIn (neues Fenster)',
      print: 'Druckansicht des Artikels', email: 'per E-Mail', copy: 'Link zum Artikel',
    },
    copied: 'Link kopiert.',
    copyThis: (url) => `Kopieren Sie diesen Link: ${url}`,
  },
  map: {
    disabled: (service) => `${service} ist deaktiviert.`,
    explanation:
      'Wenn Sie diese Drittanbieter-APIs zulassen, akzeptieren Sie das Setzen und Auslesen von Cookies sowie den Einsatz von Tracking-Technologien, die für ihren Betrieb erforderlich sind.',
    allow: (service) => `${service} erlauben`,
    map: 'Karte unserer Büros',
    searchLabel: 'Einen Ort auf der Karte suchen',
    searchPlaceholder: 'Ort suchen',
    suggestions: 'Vorschläge',
    results: (count) =>
      count === 0
        ? 'Keine Suchergebnisse.'
        : `${count} ${count === 1 ? 'Ergebnis ist' : 'Ergebnisse sind'} verfügbar. Mit den Pfeiltasten nach oben und unten wählen Sie aus.`,
    searchUnavailable: 'Die Ortssuche ist nicht verfügbar.',
    searchRetry: 'Die Ortssuche antwortet nicht. Bitte versuchen Sie es erneut.',
    offices: 'Liste unserer Büros',
    officesNote: 'Die Karte kann zurzeit nicht angezeigt werden. Unsere Büros:',
    officesLoading: 'Die Karte kann zurzeit nicht angezeigt werden. Die Liste unserer Büros wird geladen …',
    slow: 'Das Laden der Karte dauert länger als erwartet …',
    officesSlow: 'Das Laden der Liste unserer Büros dauert länger als erwartet …',
    markersFailed: 'Unsere Büros konnten nicht auf der Karte angezeigt werden.',
    retry: 'Erneut versuchen',
    officesFailed: 'Die Karte kann zurzeit nicht angezeigt werden. Die Liste unserer Büros konnte nicht geladen werden.',
    phone: 'Tel.: ',
  },
  datePicker: {
    closeText: 'Schließen',
    prevText: 'Zurück',
    nextText: 'Vor',
    currentText: 'Heute',
    weekHeader: 'KW',
    monthNames: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    dayNames: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    dayNamesMin: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
    dateFormat: 'dd.mm.yy',
    firstDay: 1,
    yearRange: 'c-10:c+10',
    placeholder: 'TT.MM.JJJJ',
    chooseDate: 'Datum auswählen',
    chooseDateFor: (field) => `Datum auswählen: ${field}`,
    dayLabel: (day, month, year, weekday) => `${weekday}, ${day}. ${month} ${year}`,
    month: 'Monat',
    year: 'Jahr',
  },
};

export default de;
