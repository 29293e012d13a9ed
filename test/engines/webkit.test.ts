// The visitor journeys (test/engines/journeys.ts) in webkit.
import { journeys } from './journeys';

journeys('webkit');
