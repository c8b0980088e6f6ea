import { useEffect, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { cropImage, type PixelArea } from '../lib/crop-image.ts';
import '../characters.css';
import './portrait-cropper.css';

/** docs/product-rules.md#input-rules: portraits are cropped to 2:3 with a zoom of 1 to 3. */
const PORTRAIT_ASPECT = 2 / 3;
const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
export const CROP_FAILED = 'Failed to crop image.';

export interface PortraitSelection {
  /** Object URL of the chosen file. */
  src: string;
  area: PixelArea;
}

/** File choice, crop frame, zoom slider and a 150x225 preview of the result. */
export function PortraitCropper({ onChange }: { onChange: (selection: PortraitSelection | null) => void }) {
  const id = useId();
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  useEffect(() => {
    if (!src || !area) return;
    let current = true;
    const timer = window.setTimeout(() => {
      cropImage(src, area)
        .then((blob) => {
          if (!current) return;
          setPreview(URL.createObjectURL(blob));
          setError(null);
        })
        .catch(() => current && setError(CROP_FAILED));
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [src, area]);

  const choose = (file: File | undefined) => {
    setArea(null);
    setPreview(null);
    setError(null);
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    onChange(null);
    if (!file) {
      setSrc(null);
      return;
    }
    if (!file.type.startsWith('image/')) {
      setSrc(null);
      setError('Please choose an image file.');
      return;
    }
    setSrc(URL.createObjectURL(file));
  };

  const complete = (_: Area, pixels: Area) => {
    setArea(pixels);
    if (src) onChange({ src, area: pixels });
  };

  return (
    <div className="portrait-cropper">
      <div className="field">
        <label htmlFor={`${id}-file`}>Portrait image</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => choose(event.currentTarget.files?.[0])}
        />
      </div>
      {src && (
        <div className="portrait-cropper__workspace">
          <div className="portrait-cropper__frame">
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={PORTRAIT_ASPECT}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={complete}
              cropperProps={{
                role: 'group',
                'aria-label': 'Crop frame: drag, or use the arrow keys, to move the image',
              }}
            />
          </div>
          <div className="portrait-cropper__controls">
            <div className="field">
              <label htmlFor={`${id}-zoom`}>Zoom</label>
              <input
                id={`${id}-zoom`}
                type="range"
                min={MIN_ZOOM}
                max={MAX_ZOOM}
                step={0.05}
                value={zoom}
                onChange={(event) => setZoom(Number(event.currentTarget.value))}
              />
            </div>
            <figure className="portrait-cropper__preview">
              {preview ? (
                <img src={preview} alt="Preview of the cropped portrait" width={150} height={225} />
              ) : (
                <span className="portrait-cropper__placeholder" style={{ width: 150, height: 225 }} />
              )}
              <figcaption>Preview</figcaption>
            </figure>
          </div>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
