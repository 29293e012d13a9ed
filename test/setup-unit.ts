import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document === 'undefined') return; // node-environment files
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.body.innerHTML = '';
});
