/** The error body every endpoint answers with, in the spec's shape. */
export interface ErrorBody {
  errorMessage: string;
  errors: { path: string; msg: string }[];
}
