export { normalizePlate, plateProblem } from './plate';
export { vinCheckDigit, vinProblem, withCheckDigit } from './vin';
