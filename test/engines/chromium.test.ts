// The visitor journeys (test/engines/journeys.ts) in chromium.
import { journeys } from './journeys';

journeys('chromium');
