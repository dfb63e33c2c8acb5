import { MAX_MAINTENANCE_PHOTOS, type MaintenancePhoto } from '@rentwise/core/maintenance/schemas';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { useAddMaintenancePhoto } from '../api/add-maintenance-photo';
import { useAddVendorJobPhoto } from '../api/add-vendor-job-photo';
import { getMaintenancePhoto, getMaintenancePhotoQueryOptions } from '../api/get-maintenance-photo';
import { getVendorJobPhoto, getVendorJobPhotoQueryOptions } from '../api/get-vendor-job-photo';

/** The accepted photo types (the server checks the bytes too). */
export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp';

/** How a thumbnail loads its bytes (as a data: URL), and under which cache key. */
type PhotoQuery = (documentId: string) => {
  queryKey: QueryKey;
  queryFn: () => Promise<string>;
  retry?: boolean;
};

/** A request's photos as thumbnails, and (when `canAdd`) an Add photo button (owner or tenant). */
export function MaintenancePhotos({
  requestId,
  photos,
  canAdd,
}: {
  requestId: string;
  photos: MaintenancePhoto[];
  canAdd: boolean;
}) {
  const add = useAddMaintenancePhoto();
  return (
    <PhotoGallery
      photos={photos}
      photoQuery={(documentId) => ({
        queryKey: getMaintenancePhotoQueryOptions(documentId).queryKey,
        queryFn: () => getMaintenancePhoto(documentId),
      })}
      upload={
        canAdd ? { add: (file) => add.mutateAsync({ id: requestId, file }), pending: add.isPending } : null
      }
    />
  );
}

/** The same, on the vendor's job page: through the job link, no account. */
export function VendorJobPhotos({
  token,
  photos,
  canAdd,
}: {
  token: string;
  photos: MaintenancePhoto[];
  canAdd: boolean;
}) {
  const add = useAddVendorJobPhoto(token);
  return (
    <PhotoGallery
      photos={photos}
      photoQuery={(documentId) => ({
        queryKey: getVendorJobPhotoQueryOptions(token, documentId).queryKey,
        queryFn: () => getVendorJobPhoto(token, documentId),
        // 404 and 410 are answers (a closed job), not hiccups.
        retry: false,
      })}
      upload={canAdd ? { add: (file) => add.mutateAsync(file), pending: add.isPending } : null}
      showEmpty
      heading="h2"
    />
  );
}

function PhotoGallery({
  photos,
  photoQuery,
  upload,
  showEmpty = false,
  heading: Heading = 'h3',
}: {
  photos: MaintenancePhoto[];
  photoQuery: PhotoQuery;
  upload: { add: (file: File) => Promise<unknown>; pending: boolean } | null;
  /** Say "No photos yet" rather than nothing (the vendor page always has the section). */
  showEmpty?: boolean;
  /** h2 on the vendor page (its sections are h2), h3 inside a request's dialog or card. */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('maintenance');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const full = photos.length >= MAX_MAINTENANCE_PHOTOS;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !upload) return;
    try {
      await upload.add(file);
      toast.success(t('photos.added'));
    } catch (error) {
      toast.error(t('photos.failed'), { description: (error as Error).message });
    }
  };

  if (photos.length === 0 && !upload && !showEmpty) return null;
  return (
    <div className="grid gap-2">
      <Heading className={Heading === 'h2' ? 'font-semibold' : 'text-sm font-semibold'}>
        {t('photos.title')}
      </Heading>
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo) => (
            <li key={photo.documentId}>
              <Thumbnail photo={photo} photoQuery={photoQuery} />
            </li>
          ))}
        </ul>
      ) : (
        showEmpty && <p className="text-sm text-muted-foreground">{t('photos.none')}</p>
      )}
      {upload && !full && (
        <>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('photos.add')}
            onChange={onChange}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={upload.pending}
            onClick={() => input.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            {upload.pending ? t('photos.adding') : t('photos.add')}
          </Button>
        </>
      )}
    </div>
  );
}

function Thumbnail({ photo, photoQuery }: { photo: MaintenancePhoto; photoQuery: PhotoQuery }) {
  const { t } = useTranslation('maintenance');
  const { queryKey, queryFn, retry } = photoQuery(photo.documentId);
  // A stored photo never changes.
  const image = useQuery({ queryKey, queryFn, retry, staleTime: Number.POSITIVE_INFINITY });
  const box = 'size-20 rounded-md border bg-muted object-cover';
  if (!image.data) {
    return (
      <div className={`${box} grid place-items-center p-1 text-center text-xs text-muted-foreground`}>
        {image.isError ? t('photos.loadFailed') : t('photos.loading')}
      </div>
    );
  }
  return (
    <a href={image.data} target="_blank" rel="noreferrer" download={photo.name} title={photo.name}>
      <img src={image.data} alt={photo.name} className={box} />
    </a>
  );
}
