// The shell registers the 'auth' namespace when the remote mounts (createRemoteApp); tests
// render pages without the shell, so they register it here, as the product does.
import { addTranslations, initI18n } from '@rapport/contracts';
import en from './src/locales/en.json';
import fr from './src/locales/fr.json';

initI18n('en');
addTranslations('auth', { en, fr });
