import { PlusOutlined } from '@ant-design/icons';
import type { ApiResponse } from '@roadwatch/core';
import { App, Image, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';

/** What the image routes take by content: the server checks the bytes again. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/bmp'];

/** A stored image as the server lists it. */
export interface StoredImage {
  id: number;
  fileName: string;
}

/** The words of one area, already translated. */
export interface ImageUploadWords {
  /** Shown instead of the picker while the record is not saved yet. */
  afterSave: string;
  /** Formats, count and size, under the picker. */
  hint: string;
  upload: string;
  notImage: string;
  tooLarge: string;
  uploadFailed: string;
}

export interface ImageUploadFieldProps<Row extends StoredImage> {
  /** The saved record the images belong to; null while it is being added. */
  ownerId: number | null;
  images: Row[];
  onImagesChange: (images: Row[]) => void;
  uploadPath: string;
  /** The form field that names the owner on the upload route. */
  ownerField: string;
  imageUrl: (id: number) => string;
  maxCount: number;
  maxBytes: number;
  words: ImageUploadWords;
  testIds: { field: string; upload: string };
  disabled?: boolean;
}

/**
 * Images of a saved record (a driver's photos, a policy's scans). An image is uploaded as soon as it is picked (the
 * server checks content, size and count again); removing one takes effect when the form is saved. A record being
 * added gets images once saved, and the field says so. Pictures open in a preview.
 */
export function ImageUploadField<Row extends StoredImage>(props: ImageUploadFieldProps<Row>) {
  const { ownerId, images, onImagesChange, words, testIds, maxCount, maxBytes, disabled } = props;
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  if (ownerId === null)
    return (
      <Typography.Text type="secondary" data-testid={testIds.field}>
        {words.afterSave} {words.hint}
      </Typography.Text>
    );
  const files: UploadFile[] = images.map((p) => ({
    uid: String(p.id),
    name: p.fileName,
    status: 'done',
    url: props.imageUrl(p.id),
    thumbUrl: props.imageUrl(p.id),
  }));
  return (
    <div data-testid={testIds.field}>
      <Upload<ApiResponse<Row>>
        action={props.uploadPath}
        name="file"
        data={{ [props.ownerField]: String(ownerId) }}
        withCredentials
        listType="picture-card"
        accept=".jpg,.jpeg,.png,.bmp"
        fileList={[...files, ...pending]}
        disabled={disabled}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
        beforeUpload={(file) => {
          if (!IMAGE_TYPES.includes(file.type)) {
            void message.error(words.notImage);
            return Upload.LIST_IGNORE;
          }
          if (file.size > maxBytes) {
            void message.error(words.tooLarge);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        onChange={({ file, fileList }) => {
          // antd drops progress of a file the controlled list does not hold, so uploads in flight are kept here.
          if (file.status === 'uploading') {
            setPending(fileList.filter((f) => f.status === 'uploading'));
            return;
          }
          setPending((list) => list.filter((f) => f.uid !== file.uid));
          if (file.status !== 'done' && file.status !== 'error') return;
          const answer = file.response;
          if (file.status === 'done' && answer?.code === 1 && answer.result)
            onImagesChange([...images, answer.result]);
          else void message.error(answer?.message || words.uploadFailed);
        }}
        onRemove={(file) => {
          onImagesChange(images.filter((p) => String(p.id) !== file.uid));
          return true;
        }}
      >
        {images.length + pending.length < maxCount && !disabled && (
          <div data-testid={testIds.upload}>
            <PlusOutlined />
            <div style={{ marginTop: 4 }}>{words.upload}</div>
          </div>
        )}
      </Upload>
      <Typography.Text type="secondary">{words.hint}</Typography.Text>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ visible: true, src: preview, onVisibleChange: (v) => !v && setPreview(null) }}
        />
      )}
    </div>
  );
}
