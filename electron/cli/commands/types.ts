import type { OptionSpec, Parsed } from '../args.js';
import type { CliContext } from '../context.js';

export interface Command {
  usage: string;
  options: OptionSpec;
  run(ctx: CliContext, parsed: Parsed): Promise<number>;
}
