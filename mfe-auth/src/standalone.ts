import { mountStandalone } from '@rapport/ui';
import * as lifecycles from './lifecycles';

void mountStandalone(lifecycles, 'auth');
