export { vinCheckDigit, vinProblem, withCheckDigit } from './vin';
export { normalizePlate, plateProblem } from './plate';
