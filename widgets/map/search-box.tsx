/// <reference types="google.maps" />
/**
 * The place-search box (README › Office-map widget, "Place search"): the input `{widgetId}-input` placed at the
 * configured map-control position, shown once the tiles have loaded (the view tells); an ARIA combobox whose
 * suggestions come from the map's PlaceSearch (after 300 ms, from 1 character), announced in a live region; choosing
 * one reads the place and hands it on. A failed search never touches the map: the box says so (for good, the input
 * turns read-only) and tells the view.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { announcement, SUGGESTION_DELAY_MS, SUGGESTION_MIN_LENGTH } from './search';
import type { MapText } from '../../src/core';
import { map as fr } from '../../src/i18n/fr/map';
import { classify, type FoundPlace, type PlaceSearch, type SearchFailure, type Suggestion } from './places';
import type { MapOptions } from './map-options';

interface SearchBoxProps {
  map: google.maps.Map;
  widgetId: string;
  position: MapOptions['inputSearhPos'];
  /** The map's tiles have loaded: the box shows only from then on. */
  shown: boolean;
  /** Where suggestions and places come from. */
  search: PlaceSearch;
  onPlace: (place: FoundPlace | null) => void;
  /** A suggestion or place request failed (logged by the view). */
  onFailure: (failure: SearchFailure) => void;
  /** Sets the text of the widget's live region. */
  announce: (text: string) => void;
  /** The page language's texts. */
  messages?: MapText;
}

/** The map control the box lives in: a div at the configured position, hidden until the map's tiles have loaded. */
function useMapControl(map: google.maps.Map, position: MapOptions['inputSearhPos'], shown: boolean): HTMLDivElement {
  const control = useMemo(() => {
    const div = document.createElement('div');
    div.className = 'dm-map-search';
    div.hidden = true;
    return div;
  }, []);

  useEffect(() => {
    const controls = map.controls[google.maps.ControlPosition[position]];
    controls.push(control);
    return () => {
      const i = controls.getArray().indexOf(control);
      if (i >= 0) controls.removeAt(i);
    };
  }, [map, control, position]);

  useEffect(() => {
    control.hidden = !shown;
  }, [control, shown]);

  return control;
}

type SearchProps = Pick<SearchBoxProps, 'search' | 'onPlace' | 'onFailure' | 'announce'> & { messages: MapText };

/**
 * The combobox's state: the text typed, the suggestions for it (asked SUGGESTION_DELAY_MS after the last change, from
 * SUGGESTION_MIN_LENGTH characters), the active one, whether the list is open, and what the box says once the search
 * fails (for good: the box turns unavailable).
 */
function usePlaceSearch({ search, onPlace, onFailure, announce, messages }: SearchProps) {
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  /** '' while the search works; otherwise what the box says about it. */
  const [note, setNote] = useState('');
  const [unavailable, setUnavailable] = useState(false);
  /** The text of the place just chosen, written into the box: not something to search for. */
  const [chosen] = useState<{ text: string | null }>(() => ({ text: null }));

  function failed(e: unknown) {
    const failure = classify(e, search.api);
    onFailure(failure);
    setSuggestions([]);
    setOpen(false);
    setUnavailable((was) => was || failure.lasting);
    const text = failure.lasting ? messages.searchUnavailable : messages.searchRetry;
    setNote(text);
    announce(text);
  }

  useEffect(() => {
    const text = query.trim();
    if (unavailable) return;
    // Asking suggestions for it would start a new (billed) session and reopen the list over the place found.
    if (chosen.text !== null && query === chosen.text) return;
    chosen.text = null;
    if (text.length < SUGGESTION_MIN_LENGTH) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      search.suggest(text).then(
        (list) => {
          if (!current) return;
          setNote('');
          setSuggestions(list);
          setActive(-1);
          setOpen(list.length > 0);
          announce(announcement(list.length, messages));
        },
        (e: unknown) => current && failed(e),
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `failed` only reads props that are fixed for the box's life.
  }, [query, announce, search, unavailable, messages]);

  /** The latest choice: a place that answers after a later one was chosen is not shown. */
  const [choices] = useState({ n: 0 });
  function choose(suggestion: Suggestion) {
    setOpen(false);
    chosen.text = suggestion.text;
    setQuery(suggestion.text);
    const n = ++choices.n;
    search.choose(suggestion).then(
      (place) => n === choices.n && onPlace(place),
      (e: unknown) => n === choices.n && failed(e),
    );
  }

  /** Down and Up move through the suggestions (opening the list), Enter chooses the active one, Esc closes the list. */
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = suggestions.length;
    if (e.key === 'ArrowDown' && n) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % n);
    } else if (e.key === 'ArrowUp' && n) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  return { query, setQuery, suggestions, active, open, close: () => setOpen(false), note, unavailable, choose, onKeyDown };
}

export function SearchBox({ map, widgetId, position, shown, messages = fr, ...props }: SearchBoxProps) {
  const control = useMapControl(map, position, shown);
  const { query, setQuery, suggestions, active, open, close, note, unavailable, choose, onKeyDown } = usePlaceSearch({ ...props, messages });
  const listId = useId();
  const noteId = `${listId}-note`;
  const inputId = `${widgetId}-input`;
  const optionId = (i: number) => `${listId}-${i}`;
  return createPortal(
    <div className="dm-map-search__box">
      <label className="sr-only" htmlFor={inputId}>{messages.searchLabel}</label>
      <input
        id={inputId}
        className="form-control dm-map-search__input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={messages.searchPlaceholder}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={note ? noteId : undefined}
        readOnly={unavailable}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul id={listId} role="listbox" aria-label={messages.suggestions} className="dm-map-search__list" hidden={!open}>
        {suggestions.map((s, i) => (
          <li
            key={s.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(s);
            }}
          >
            {s.text}
          </li>
        ))}
      </ul>
      <p id={noteId} className="dm-map-search__note" hidden={!note}>
        {note}
      </p>
    </div>,
    control,
  );
}
