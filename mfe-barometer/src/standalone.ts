import { mountStandalone } from '@rapport/ui/remote/standalone';
import * as lifecycles from './lifecycles';

void mountStandalone(lifecycles, 'barometer');
