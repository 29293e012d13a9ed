// Starts the site of the cross-engine journeys once (test/engines/server.ts), on a free loopback port; stops it at the end.
import type { TestProject } from 'vitest/node';
import { startSite } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    enginesURL: string;
  }
}

export default async function setup(project: TestProject) {
  const { url, close } = await startSite();
  project.provide('enginesURL', url);
  return close;
}
