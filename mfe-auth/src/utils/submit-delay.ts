/** Spec section 9: a form is sent 500 ms after its submit. */
export const SUBMIT_DELAY_MS = 500;

export const submitDelay = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));
