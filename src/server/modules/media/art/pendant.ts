import type { HandTone, ProductImageView } from '../../../../domain/image-names.ts';
import type { PieceSpec } from './ring.ts';
import { svgDoc } from './svg.ts';
export function neckwearPicture(_s: PieceSpec, _v: ProductImageView, _t: HandTone | undefined, width: number, height: number): string {
  return svgDoc(width, height, 1000, 1000, '<rect width="1000" height="1000" fill="#eee"/>');
}
