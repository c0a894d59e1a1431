// mfe-barometer's pages: the root component and strings its lifecycles (mfe-barometer/src/lifecycles.tsx) give createRemoteApp.
import { addTranslations } from '@rapport/platform';
import { BarometerApp } from '../../../../../mfe-barometer/src/app/barometer-app';
import en from '../../../../../mfe-barometer/src/locales/en.json';
import fr from '../../../../../mfe-barometer/src/locales/fr.json';

addTranslations('barometer', { en, fr });

export default BarometerApp;
