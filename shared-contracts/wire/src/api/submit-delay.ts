/**
 * Spec section 9: a form is sent 500 ms after its submit, in every part (the sign-in and the
 * contact form, the company's contact and mission forms). One constant, so the forms and their
 * tests cannot drift apart.
 */
export const SUBMIT_DELAY_MS = 500;

/** Resolves once the spec's submit delay has passed. */
export const submitDelay = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));
