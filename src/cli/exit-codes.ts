// The exit statuses of every command, in one place: main returns them, --help explains them.

export const EXIT = {
  /** An answer: solved, found, every check passed. */
  ok: 0,
  /** No answer: no solution, a check failed, or a limit stopped the search first. */
  noAnswer: 1,
  /** Bad input or usage: a one-line message says what and where. */
  badInput: 2,
  /** A bug in puzzlegraph: an internal error (please report it). */
  internalError: 3,
  /** Stopped by Ctrl-C (128 + SIGINT, as shells report it); what finished is still printed. */
  interrupted: 130,
} as const;

/** The `Exit codes:` paragraph of `puzzlegraph --help`. */
export const EXIT_CODES_HELP = `
Exit codes:
  0    an answer: solved, found, or every check passed
  1    no answer: no solution, a check failed, or a limit (--time-limit, --max-expanded) stopped the search
  2    bad input or usage, with a one-line message
  3    internal error (a bug; PUZZLEGRAPH_DEBUG=1 shows the stack)
  130  interrupted by Ctrl-C (a collection run still prints what finished)
A closed output pipe (| head) does not change the code.`;
