/**
 * Sign in and the profile menu take turns at the header's end: one width for both (and for
 * the name, whenever the profile arrives), so nothing beside them moves (no layout shift).
 */
export const ACCOUNT_BUTTON_WIDTH = '32';
