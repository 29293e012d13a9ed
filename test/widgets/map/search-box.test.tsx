/// <reference types="google.maps" />
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchBox } from '../../../widgets/map/search-box';
import { createPlaceSearch, type FoundPlace, type PlaceSearch, type SearchFailure } from '../../../widgets/map/places';

// The icon tinting draws on a canvas, which happy-dom lacks (test/e2e/map-rules.test.ts draws it in Chromium).
vi.mock('../../../widgets/map/place-icon', () => ({ placeIcon: (mask: string | null) => Promise.resolve(mask) }));

const double = () => window.__gmapsDouble;
const suggestionInputs = () => double().placeRequests!.filter((r) => r.call === 'fetchAutocompleteSuggestions').map((r) => r.input);

beforeAll(async () => {
  await import('../../doubles/google-maps.js');
});
beforeEach(() => {
  double().placeRequests!.length = 0;
  Object.assign(double().places!, { newApi: 'ok', failure: undefined, fieldsFailure: undefined });
});

interface HarnessProps {
  map: google.maps.Map;
  search: PlaceSearch;
  shown: boolean;
  onPlace: (p: FoundPlace | null) => void;
  onFailure?: (f: SearchFailure) => void;
}

function Harness({ map, search, shown, onPlace, onFailure = () => {} }: HarnessProps) {
  const [message, setMessage] = useState('');
  return (
    <>
      <SearchBox map={map} widgetId="628" position="TOP_CENTER" shown={shown} search={search} onPlace={onPlace} onFailure={onFailure} announce={setMessage} />
      <div role="status">{message}</div>
    </>
  );
}

function setup(shown = true) {
  const div = document.createElement('div');
  document.body.append(div);
  const map = new google.maps.Map(div, {});
  const search = createPlaceSearch(map, { language: 'fr', bias: () => undefined });
  const onPlace = vi.fn();
  const onFailure = vi.fn();
  const view = render(<Harness map={map} search={search} shown={shown} onPlace={onPlace} onFailure={onFailure} />);
  return { map, div, search, onPlace, onFailure, view };
}

describe('search box', () => {
  it('is the input {widgetId}-input, placed in the configured control position, hidden until the tiles loaded', () => {
    const { map, search, view } = setup(false);
    const input = document.getElementById('628-input') as HTMLInputElement;
    expect(input).not.toBeNull();
    const control = map.controls[google.maps.ControlPosition.TOP_CENTER].getArray()[0] as HTMLElement;
    expect(control.contains(input)).toBe(true);
    expect(control.hidden).toBe(true);
    view.rerender(<Harness map={map} search={search} shown onPlace={() => {}} />);
    expect(control.hidden).toBe(false);
    expect(screen.getByLabelText('Rechercher un lieu sur la carte')).toBe(input);
  });

  it('asks for suggestions 300 ms after typing, from 1 character, and announces their number', async () => {
    const user = userEvent.setup();
    setup();
    const input = screen.getByRole('combobox');
    const started = Date.now();
    await user.type(input, 'G');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 result is available, use up and down arrow keys to navigate.'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(suggestionInputs()).toEqual(['G']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Gare de Rennes, Rennes, France']);
    await user.type(input, '{Backspace}Rennes');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 results are available, use up and down arrow keys to navigate.'));
    expect(suggestionInputs()).toEqual(['G', 'Rennes']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.clear(input);
    await user.type(input, 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No search results.'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('up and down arrows move through the suggestions; Enter chooses one and hands on its place details', async () => {
    const user = userEvent.setup();
    const { onPlace } = setup();
    const input = screen.getByRole('combobox');
    await user.type(input, 'Ren');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = screen.getAllByRole('option')[0];
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(1));
    const place = onPlace.mock.calls[0][0] as FoundPlace;
    expect((place.location as google.maps.LatLng).toJSON()).toEqual({ lat: 48.1173, lng: -1.6778 });
    expect(place.viewport).toBeDefined();
    // One session: the three suggestion requests and the details share one token.
    expect(new Set(double().placeRequests!.map((r) => r.token)).size).toBe(1);
    expect(double().placeRequests!.at(-1)!.call).toBe('fetchFields');
    expect((input as HTMLInputElement).value).toBe('Rennes, France');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the suggestions; unmounting removes the control', async () => {
    const user = userEvent.setup();
    const { map, view } = setup();
    await user.type(screen.getByRole('combobox'), 'Gare');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    act(() => view.unmount());
    expect(map.controls[google.maps.ControlPosition.TOP_CENTER].getLength()).toBe(0);
  });
});

describe('search box failures', () => {
  it('an API the key may not use: says so, turns read-only, tells the view, asks no more', async () => {
    const user = userEvent.setup();
    double().places!.newApi = 'denied';
    const { onFailure, onPlace } = setup();
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'Ren');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('La recherche de lieux est indisponible.'));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0][0]).toMatchObject({ lasting: true });
    expect(input.readOnly).toBe(true);
    const note = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(note.textContent).toBe('La recherche de lieux est indisponible.');
    expect(note.hidden).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const asked = suggestionInputs().length;
    await user.type(input, 'nes');
    await new Promise((r) => setTimeout(r, 400));
    expect(suggestionInputs()).toHaveLength(asked);
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('a network failure or an exception: says to try again, and the next keystroke does', async () => {
    const user = userEvent.setup();
    double().places!.failure = 'network';
    const { onFailure } = setup();
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'Ren');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('La recherche de lieux ne répond pas. Réessayez.'));
    expect(onFailure.mock.calls[0][0]).toMatchObject({ lasting: false });
    expect(input.readOnly).toBe(false);
    double().places!.failure = 'exception';
    await user.type(input, 'n');
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(2));
    double().places!.failure = undefined;
    await user.type(input, 'es');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 results are available, use up and down arrow keys to navigate.'));
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('the place request fails: the map is not touched, the box says so', async () => {
    const user = userEvent.setup();
    double().places!.fieldsFailure = 'network';
    const { onPlace, onFailure } = setup();
    await user.type(screen.getByRole('combobox'), 'Gare');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onPlace).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('La recherche de lieux ne répond pas. Réessayez.');
  });
});

describe('search box after a choice', () => {
  it('asks no suggestions for the chosen place written into the box, and keeps the list closed; typing searches again', async () => {
    const user = userEvent.setup();
    const { onPlace } = setup();
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'Ren');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(1));
    expect(input.value).toBe('Rennes, France');
    // Past the suggestion delay: nothing more was asked, and the list stays closed.
    await act(() => new Promise((r) => setTimeout(r, 2 * 300 + 100)));
    expect(suggestionInputs()).toEqual(['Ren']);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(new Set(double().placeRequests!.map((r) => r.token)).size).toBe(1);
    await user.type(input, '{Backspace}');
    await waitFor(() => expect(suggestionInputs()).toEqual(['Ren', 'Rennes, Franc']));
  });
});
