export { evaluateGates, type GateInput, type GateEvaluation, type GateResult, type GateName } from './evaluate.js';
export { checkGates, type CheckGatesDeps, type GateReport } from './check.js';
export { ScanThrottle } from './scan-throttle.js';
export { formatLocalTime, formatDuration, formatHours } from './words.js';
