/// <reference types="google.maps" />
/**
 * The place-search box (spec §2.7, §4.11, §9.3): the input `{widgetId}-input` placed at the configured map-control
 * position, shown once the tiles have loaded (the view tells); an ARIA combobox whose suggestions come from the Places
 * AutocompleteService (after 300 ms, from 1 character), announced in a live region; choosing one reads the place's
 * details and hands the place on.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { announcement, SUGGESTION_DELAY_MS, SUGGESTION_MIN_LENGTH } from './search';
import type { MapOptions } from './options';
import type { MapText } from '../../src/i18n/catalogue';
import { map as fr } from '../../src/i18n/fr/map';

interface SearchBoxProps {
  map: google.maps.Map;
  widgetId: string;
  position: MapOptions['inputSearhPos'];
  /** The map's tiles have loaded: the box shows only from then on. */
  shown: boolean;
  onPlace: (place: google.maps.places.PlaceResult) => void;
  /** Sets the text of the widget's live region. */
  announce: (text: string) => void;
  /** The page language's texts. */
  messages?: MapText;
}

const PLACE_FIELDS = ['geometry', 'icon', 'name', 'formatted_address'];

export function SearchBox({ map, widgetId, position, shown, onPlace, announce, messages = fr }: SearchBoxProps) {
  const control = useMemo(() => {
    const div = document.createElement('div');
    div.className = 'dm-map-search';
    div.hidden = true;
    return div;
  }, []);
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<google.maps.places.AutocompletePrediction[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const services = useRef<{ auto: google.maps.places.AutocompleteService; places: google.maps.places.PlacesService }>(undefined);
  const listId = useId();
  const inputId = `${widgetId}-input`;

  useEffect(() => {
    services.current = { auto: new google.maps.places.AutocompleteService(), places: new google.maps.places.PlacesService(map) };
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

  useEffect(() => {
    const text = query.trim();
    if (text.length < SUGGESTION_MIN_LENGTH) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      services.current?.auto.getPlacePredictions({ input: text }, (predictions) => {
        if (!current) return;
        const list = predictions ?? [];
        setSuggestions(list);
        setActive(-1);
        setOpen(list.length > 0);
        announce(announcement(list.length, messages));
      });
    }, SUGGESTION_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, announce, messages]);

  function choose(prediction: google.maps.places.AutocompletePrediction) {
    setOpen(false);
    setQuery(prediction.description);
    services.current?.places.getDetails({ placeId: prediction.place_id, fields: PLACE_FIELDS }, (place) => {
      onPlace(place ?? { name: prediction.description });
    });
  }

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
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={messages.suggestions} className="dm-map-search__list" hidden={!open}>
        {suggestions.map((s, i) => (
          <li
            key={s.place_id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(s);
            }}
          >
            {s.description}
          </li>
        ))}
      </ul>
    </div>,
    control,
  );
}
