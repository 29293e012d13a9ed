// The visitor journeys (test/engines/journeys.ts) in firefox.
import { journeys } from './journeys';

journeys('firefox');
