// The word picker's own strings, the `words` namespace: registered by the first module of the
// picker a page loads, so they travel with the remotes' lazy chunks that show the picker and
// never with the shell or the shared contracts module. `addTranslations` comes from the
// package itself (the page's one i18next instance, shared), not by a relative path, which
// would bundle a second instance into the remote.
import { addTranslations } from '@rapport/platform';
import en from '@rapport/platform/i18n/locales/words.en.json';
import fr from '@rapport/platform/i18n/locales/words.fr.json';

export const WORDS_NS = 'words';

addTranslations(WORDS_NS, { en, fr });
