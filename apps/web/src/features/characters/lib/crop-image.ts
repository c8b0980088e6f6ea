import { ICON_HEIGHT, ICON_WIDTH } from '@tod/contracts';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Cuts the chosen area out of an image at the portrait size the server keeps (2:3), as WebP
 * where the browser can encode it and PNG otherwise. The server re-encodes it anyway; sending
 * the small crop keeps uploads far below the size limit.
 */
export async function cropImage(
  src: string,
  area: PixelArea,
  size: { width: number; height: number } = { width: ICON_WIDTH, height: ICON_HEIGHT },
): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const webp = await toBlob(canvas, 'image/webp', 0.9);
  if (webp && webp.type === 'image/webp') return webp;
  const png = await toBlob(canvas, 'image/png');
  if (!png) throw new Error('The image could not be encoded.');
  return png;
}
