import { dashboardStrings as s } from './strings';

/** The seven datasets of the board: the path each card asks, with the card's title. */
export const datasetTitles = {
  '/api/dataRecord/monthlyTestingReport': s.monthlyReport,
  '/api/dataRecord/testProjectReport': s.projectReport,
  '/api/out/gps/getTrace': s.gpsTrace,
  '/api/dataRecord/testProjectHeatmap': s.heatmap,
  '/api/dataRecord/testProjectTimeline': s.timeline,
  '/api/dataRecord/testMileage': s.mileage,
  '/api/dataRecord/testHour': s.hours,
} as const;

export type DatasetPath = keyof typeof datasetTitles;
