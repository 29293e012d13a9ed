/// <reference types="google.maps" />
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchBox } from '../../../widgets/map/search-box';

interface DoubleRecord {
  calls: { on: string; name: string; args: unknown[] }[];
}
const double = () => (window as unknown as { __gmapsDouble: DoubleRecord }).__gmapsDouble;

beforeAll(async () => {
  await import('../../doubles/google-maps.js');
});

function Harness({ map, shown, onPlace }: { map: google.maps.Map; shown: boolean; onPlace: (p: google.maps.places.PlaceResult) => void }) {
  const [message, setMessage] = useState('');
  return (
    <>
      <SearchBox map={map} widgetId="628" position="TOP_CENTER" shown={shown} onPlace={onPlace} announce={setMessage} />
      <div role="status">{message}</div>
    </>
  );
}

function setup(shown = true) {
  const div = document.createElement('div');
  document.body.append(div);
  const map = new google.maps.Map(div, {});
  const onPlace = vi.fn();
  const view = render(<Harness map={map} shown={shown} onPlace={onPlace} />);
  return { map, div, onPlace, view };
}

describe('search box', () => {
  it('is the input {widgetId}-input, placed in the configured control position, hidden until the tiles loaded', () => {
    const { map, view } = setup(false);
    const input = document.getElementById('628-input') as HTMLInputElement;
    expect(input).not.toBeNull();
    const control = map.controls[google.maps.ControlPosition.TOP_CENTER].getArray()[0] as HTMLElement;
    expect(control.contains(input)).toBe(true);
    expect(control.hidden).toBe(true);
    view.rerender(<Harness map={map} shown onPlace={() => {}} />);
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
    expect(double().calls.filter((c) => c.name === 'getPlacePredictions').at(-1)!.args).toEqual(['G']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Gare de Rennes, Rennes, France']);
    await user.type(input, '{Backspace}Rennes');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 results are available, use up and down arrow keys to navigate.'));
    expect(double().calls.filter((c) => c.name === 'getPlacePredictions').map((c) => c.args[0])).toEqual(['G', 'Rennes']);
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
    const place = onPlace.mock.calls[0][0] as google.maps.places.PlaceResult;
    expect(place.name).toBe('Rennes');
    expect(place.geometry!.viewport).toBeDefined();
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
