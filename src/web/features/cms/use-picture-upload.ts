import { useEffect, useState } from 'react';
import { errorNotice, successNotice, useNotice } from '../../components/Notice';
import { shopApi } from '../../lib/api-client';

/** The file chosen to upload, and the address of its preview while it is chosen. */
function useChosenFile() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return { file, setFile, preview };
}

interface PictureUploadOf {
  productId: number;
  /** The metal colours the product's pictures may show: the first is chosen at first. */
  offered: readonly string[];
  shapes: string[];
  /** Loads the product again once a picture is uploaded or removed. */
  onChanged: () => Promise<void>;
}

/**
 * Uploading a product's picture, tagged with its metal colour, shape and carat view ('' for every carat), and removing
 * one: the shop's answer shows as a notice, and the product loads again after a change.
 */
export function usePictureUpload({ productId, offered, shapes, onChanged }: PictureUploadOf) {
  const { file, setFile, preview } = useChosenFile();
  const [colour, setColour] = useState<string>(offered[0] ?? 'white');
  const [shape, setShape] = useState(shapes[0] ?? 'round');
  const [carat, setCarat] = useState('');
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const { notice, show, dismiss } = useNotice();

  async function send(action: () => Promise<{ code: string; message: string } | null>, after: () => void = () => {}) {
    dismiss();
    setBusy(true);
    try {
      const answer = await action();
      if (!answer) return;
      if (answer.code !== '200') return show(errorNotice(answer.message));
      after();
      await onChanged();
      show(successNotice(answer.message));
    } finally {
      setBusy(false);
    }
  }

  const upload = () =>
    send(
      () => shopApi.put(`/api/cms/products/${productId}/pictures?${new URLSearchParams({ colour, shape, ...(carat ? { carat } : {}) })}`, file),
      () => {
        setFile(null);
        setInputKey(inputKey + 1);
      },
    );
  const remove = (pictureId: number) => send(() => shopApi.delete(`/api/cms/products/${productId}/pictures/${pictureId}`));

  return { file, setFile, preview, inputKey, tags: { colour, setColour, shape, setShape, carat, setCarat }, busy, upload, remove, notice, dismiss };
}
