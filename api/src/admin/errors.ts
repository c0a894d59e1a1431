/** A command that names something that is not there, or a file that is not a logo: exit code 2. */
export class AdminInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminInputError';
  }
}
