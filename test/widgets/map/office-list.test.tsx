import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { OfficeList } from '../../../widgets/map/office-list';

describe('the offices as text (the maps library cannot load)', () => {
  it('lists the offices under "Nos bureaux :"', () => {
    const { container } = render(<OfficeList offices={[{ record: { title: 'Rennes', city: 'Rennes' }, position: null }]} />);
    expect(container.querySelector('.dm-map__fallback-note')?.textContent).toBe('La carte ne peut pas être affichée pour le moment. Nos bureaux :');
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('says the list could not be loaded, never "Nos bureaux :" over nothing', () => {
    for (const offices of [null, []]) {
      const { container, unmount } = render(<OfficeList offices={offices} />);
      expect(container.textContent).toBe("La carte ne peut pas être affichée pour le moment. La liste de nos bureaux n'a pas pu être chargée.");
      expect(container.querySelector('ul')).toBeNull();
      unmount();
    }
    const { container } = render(<OfficeList offices={undefined} />);
    expect(container.textContent).toContain('Chargement de la liste de nos bureaux…');
  });
});
