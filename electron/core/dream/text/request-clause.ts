/**
 * What a memory request's main clause is, read by its shape rather than its words: how the
 * trigger hands over its statement (an English "remember to …" hands over an action for the
 * agent; "remember that …", or "remember" glued to a clause, a statement of fact) and who the
 * clause's subject is (the user, "I …" / 我…, is a fact about the user). Read by requests.ts when it
 * types a request: a directive is feedback, a stative statement of the user is user, of a thing, a
 * place or a person project (reference where it says where a resource lives, read before this).
 */

/** How an English trigger hands over what follows it: an infinitive, a that-clause (said or left out), or a colon / comma (either). */
export type Complement = 'to' | 'that' | 'open';

/**
 * The complement an English remember-trigger ends with ("remember to ", "keep in mind that ",
 * "don't forget: "), `glued` when nothing stands between the trigger and the clause ("remember the
 * spare key is with Ken": a that-clause with its "that" left out).
 */
export function complementOf(trigger: string, glued: boolean): Complement {
  const t = trigger.trimEnd().toLowerCase();
  if (/\bto$/.test(t)) return 'to';
  if (/\bthat$/.test(t)) return 'that';
  return glued ? 'that' : 'open';
}

// Verbs of wanting and liking with the user as their subject: a preference for how the agent works, not a fact of the user.
const EN_WANTING = /\b(?:want|wants|wanted|prefer|prefers|preferred|like|likes|love|hate|hates|dislike|wish|would rather|'d rather|need you|expect)\b/i;
const ZH_WANTING = /希望|想要|想让|喜欢|偏好|讨厌|受不了|要求|让你|要你|请你/u;

/**
 * The clause's subject is the user alone ("I look after plots 12 to 18", "I'm on call on Fridays",
 * 我每周二晚上负责关店), and it says what the user is or does, not what the user wants of the agent:
 * no second person in it and no verb of wanting. "We …" / 我们 is the team, not the user.
 */
export function isFirstPersonFact(statement: string): boolean {
  const s = statement.trim();
  if (/^i(?:\s|'m\b|’m\b|'ve\b|’ve\b|'ll\b)/i.test(s)) return !/\b(?:you|your|u)\b/i.test(s) && !EN_WANTING.test(s);
  if (/^我(?![们們])/u.test(s)) return !/[你您]/u.test(s) && !ZH_WANTING.test(s);
  return false;
}

/** A noun phrase that opens a Chinese statement and names the agent's own work (给我写的档案说明, 你发的邮件): the rule is for the agent. */
export function namesAgentsWork(statement: string): boolean {
  return /^[^的，,。；;：:]{0,10}?(?:[给為为替帮]我|你|您)[^的，,。；;：:]{0,6}?的/u.test(statement.trim());
}
