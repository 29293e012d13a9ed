/**
 * The French texts, the default catalogue (see ../catalogue.ts): the product's own strings (the news card dates, the
 * error and not-found messages, 'À lire également', 'Partager cet article' and the share labels, the consent notice,
 * the date picker's regional settings). Unlike the other languages it comes in one file per part, each bundled with
 * the code that shows it (a news page carries no map or date-picker text); import the part, not this index.
 */
import type { Catalogue } from '../catalogue';
import { news } from './news';
import { map } from './map';
import { datePicker } from './date-picker';

export { news, map, datePicker };

const fr: Catalogue = { lang: 'fr', news, map, datePicker };

export default fr;
