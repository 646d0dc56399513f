// What the media feature offers the other screens (back-office §6: products, testimonials, SEO and the
// logo choose and upload through it). Other features import this file, never the feature's insides.
export { LogoUploader } from './logo-uploader';
export { MediaChooser } from './media-chooser';
export { MediaPicker } from './media-picker';
export {
  METER_START,
  limitHints,
  meterProgress,
  uploadFailedMessage,
  type UploadMeter,
} from './media-picker-rules';
export { isAbortError, uploadMedia } from './upload-media';
export { UploadMeterBar } from './upload-progress-bar';
export { MediaField } from './media-field';
