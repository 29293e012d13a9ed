import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  // waitFor and findBy* give up after 1 s by default: too short for a list of 100 cards on a CI machine busy with
  // other work (a test that passes alone failed so under a load average of 12).
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

afterEach(async () => {
  if (typeof document === 'undefined') return; // node-environment files
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.body.innerHTML = '';
});
