import type { RingPlan } from './ring.ts';
import { svgDoc } from './svg.ts';
export function handPicture(_plan: RingPlan, _tone: number, width: number, height: number): string {
  return svgDoc(width, height, 1000, 1000, '<rect width="1000" height="1000" fill="#eee"/>');
}
