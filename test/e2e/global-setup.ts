// Starts the example server and one Chromium once for the browser tests (each file connects to the Chromium: see
// browser.ts connectBrowser), on free loopback ports; stops them at the end.
import type { TestProject } from 'vitest/node';
import { createServer } from '../../examples/server.mjs';
import { launchBrowserServer } from '../chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserWSEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const { url, close } = await createServer({ port: 0 });
  const chromium = await launchBrowserServer();
  project.provide('baseURL', url);
  project.provide('browserWSEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await close();
  };
}
