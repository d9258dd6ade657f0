/** The HTTP status of an error code (wire protocol): the body carries the code and the words. */
export function statusForErrorCode(code: string): number {
  switch (code) {
    case 'bad-input':
    case 'usage':
      return 400;
    case 'unauthorized':
      return 401;
    case 'forbidden':
      return 403;
    case 'not-found':
      return 404;
    case 'locked':
    case 'conflict':
      return 409;
    case 'too-large':
      return 413;
    case 'refused':
    case 'malformed-file':
      return 422;
    default:
      return 500;
  }
}
