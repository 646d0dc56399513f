import type { ComponentProps } from 'react';
import { useBoundField, type Bound } from '../../forms/fields';
import { MediaChooser } from './media-chooser';

/** The field kit's image or video: chosen from the media library, or uploaded there (back-office §6). */
export function MediaField(props: Bound<ComponentProps<typeof MediaChooser>>) {
  const { inputRef, disabled: _disabled, onBlur: _onBlur, ...bound } = useBoundField<string>(props.name);
  // The Choose button takes focus when the field holds the form's first problem.
  return <MediaChooser {...props} {...bound} buttonRef={inputRef} />;
}
