import { mountStandalone } from '@rapport/contracts';
import * as lifecycles from './lifecycles';

void mountStandalone(lifecycles, 'barometer');
