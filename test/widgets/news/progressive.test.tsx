import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useProgressive } from '../../../widgets/news/progressive';

function List({ items }: { items: number[] }) {
  const shown = useProgressive(items, 10);
  return <p>{shown.length}</p>;
}

describe('progressive rendering', () => {
  it('shows the first step at once, then the rest step by step, and starts over for new items', async () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const { container, rerender } = render(<List items={items} />);
    expect(container.textContent).toBe('10');
    await waitFor(() => expect(container.textContent).toBe('20'));
    await waitFor(() => expect(container.textContent).toBe('25'));
    rerender(<List items={[...items]} />);
    expect(container.textContent).toBe('10');
    rerender(<List items={[1, 2]} />);
    expect(container.textContent).toBe('2');
  });
});
