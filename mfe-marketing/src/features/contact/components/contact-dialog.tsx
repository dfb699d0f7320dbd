import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, type ContactDialogProps } from 'shared-ui';

export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>Let&apos;s start a conversation. Fill out the form below and we&apos;ll be in touch.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
