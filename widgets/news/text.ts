/**
 * The news widget's texts in the page language (src/i18n): provided once by the view, read by every component.
 * French when no provider is above (the default catalogue).
 */
import { createContext, useContext } from 'react';
import type { NewsText } from '../../src/core';
import { news as fr } from '../../src/i18n/fr/news';

export const TextContext = createContext<NewsText>(fr);

export const useText = (): NewsText => useContext(TextContext);
