import { useEnumLabels } from '@/lib/use-enum-labels';

import { enumFallbacks } from './strings';

/** Labels of the server enumerations the master data lists show (spec section 3). */
export function useMasterEnums() {
  return {
    modelTypes: useEnumLabels('car_model_type', enumFallbacks.carModelType),
    powers: useEnumLabels('car_power_model', enumFallbacks.carPowerModel),
    validFlags: useEnumLabels('valid_flag', enumFallbacks.validFlag),
    active: useEnumLabels('is_active', enumFallbacks.isActive),
  };
}

export type MasterEnums = ReturnType<typeof useMasterEnums>;
