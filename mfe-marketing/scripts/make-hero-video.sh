#!/bin/sh
# Renders the home hero's background video and poster from ffmpeg's own generators, so the
# footage is the project's own work with no third-party licence. Needs ffmpeg with libvpx,
# libx264 and libwebp (Debian's package has them). Usage: sh scripts/make-hero-video.sh
set -eu
OUT="$(dirname "$0")/../src/assets"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

T=8      # seconds; every motion below has this period, so the clip loops without a seam
FPS=24
P="(2*PI*T/$T)"
# Three soft lights orbiting over a navy field. Rendered small (the picture has no fine detail)
# and scaled up, which keeps the render fast and the encoded files tiny.
L1="exp(-(pow(X-W*(0.30+0.18*cos($P)),2)+pow(Y-H*(0.40+0.22*sin($P)),2))/pow(W*0.28,2))"
L2="exp(-(pow(X-W*(0.72+0.16*cos($P+2.1)),2)+pow(Y-H*(0.62+0.20*sin(2*$P)),2))/pow(W*0.25,2))"
L3="exp(-(pow(X-W*(0.55+0.25*sin($P)),2)+pow(Y-H*(0.15+0.10*cos($P)),2))/pow(W*0.18,2))"
RED="min(255,11+14*$L1+70*$L2+10*$L3)"
GREEN="min(255,24+95*$L1+40*$L2+60*$L3)"
BLUE="min(255,60+110*$L1+170*$L2+120*$L3)"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=320x180:r=$FPS:d=$T,format=gbrp,geq=r='$RED':g='$GREEN':b='$BLUE'" \
  -vf "scale=960:540:flags=bicubic,format=yuv420p" -c:v ffv1 "$TMP/master.mkv"

ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" \
  -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 1 -pix_fmt yuv420p -an \
  "$OUT/hero-background.webm"
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" \
  -c:v libx264 -preset veryslow -crf 28 -profile:v high -pix_fmt yuv420p -movflags +faststart -an \
  "$OUT/hero-background.mp4"
# The poster is the first frame, so the start of playback does not jump. It is only soft light,
# so it is stored at 160x90 and scaled up by the browser: an image's largest-contentful-paint size
# is capped at its natural size, which keeps the headline the page's largest paint even on phones.
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -frames:v 1 -vf "scale=160:90" \
  -c:v libwebp -quality 70 "$OUT/hero-poster.webp"

ls -l "$OUT"/hero-*
