// Starts the example server once for the browser tests, on a free loopback port; stops it at the end.
import type { TestProject } from 'vitest/node';
import { createServer } from '../../examples/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const { url, close } = await createServer({ port: 0 });
  project.provide('baseURL', url);
  return close;
}
