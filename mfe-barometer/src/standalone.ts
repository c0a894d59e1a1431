import { mountStandalone } from '@rapport/contracts';
import * as lifecycles from './app';

void mountStandalone(lifecycles, 'barometer');
