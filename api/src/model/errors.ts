/**
 * Thrown for input the model refuses (unknown ids, duplicates, wrong counts, content that
 * breaks the content rules of docs/model.md). The message is plain English so the API can
 * log it, or map it to a 400 answer, without translating it.
 */
export class ModelInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelInputError';
  }
}
